import Observation

/// The environment's slot for an `@Observable` object of type `T`, set by `.environment(_:)`.
struct ObservableObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

/// A key path argument naming an object type (metatypes are not Hashable, key path arguments
/// must be).
struct ObjectTypeKey<T: AnyObject>: Hashable {}

extension EnvironmentValues {
    subscript<T: AnyObject>(object key: ObjectTypeKey<T>) -> T? {
        get { self[ObservableObjectKey<T>.self] }
        set { self[ObservableObjectKey<T>.self] = newValue }
    }

    subscript<T: AnyObject>(requiredObject key: ObjectTypeKey<T>) -> T {
        guard let object = self[ObservableObjectKey<T>.self] else {
            preconditionFailure(
                "No @Observable object of type \(T.self) in the environment: an ancestor must set it "
                    + "with .environment(_:)")
        }
        return object
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of the views below, where
    /// `@Environment(Model.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self, keyPath: \EnvironmentValues.[object: ObjectTypeKey<T>()], value: object)
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` that an ancestor set with
    /// `.environment(_:)`; a view that reads it with none set is a programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObject: ObjectTypeKey<Value>()])
    }

    /// Reads the `@Observable` object of type `T` that an ancestor set, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[object: ObjectTypeKey<T>()])
    }
}

/// Bindings to the properties of an `@Observable` object (`$model.name`), as SwiftUI's
/// `@Bindable`: a view given a model makes bindings for its controls from it.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value
    /// The wrapper itself, whose members are bindings (`$model.name`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `object`'s properties (`Bindable(model).name`).
    public init(_ object: Value) { wrappedValue = object }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
