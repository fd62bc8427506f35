import Testing
import KioskTesting
import KioskText
@testable import DesignFoundation

@MainActor
struct NumberFormatTests {
    @Test func numbersPercentagesAndMoneyAsTheLocaleWritesThem() {
        #expect(DFNumberFormat<Double>().locale("en_US").format(1234567.891) == "1,234,567.891")
        #expect(DFNumberFormat<Double>().locale("de_DE").precision(.fractionLength(2)).format(1234.5) == "1.234,50")
        #expect(DFNumberFormat<Double>().locale("en_US").format(-0.5) == "-0.5")
        #expect(DFIntegerFormat<Int>().locale("fr_FR").format(1_000_000) == "1\u{202F}000\u{202F}000")
        #expect(DFPercentFormat<Double>().locale("en_US").format(0.25) == "25%")
        #expect(DFPercentFormat<Double>().locale("de_DE").format(0.125) == "12,5\u{00A0}%")
        #expect(DFCurrencyFormat<Double>(code: "USD").locale("en_US").format(1234.5) == "$1,234.50")
        #expect(DFCurrencyFormat<Double>(code: "eur").locale("de_DE").format(12.5) == "12,50\u{00A0}€")
        #expect(DFCurrencyFormat<Double>(code: "JPY").locale("en_US").format(1500) == "¥1,500")
    }

    @Test func textTakesAFormat() throws {
        struct Price: View {
            var body: some View {
                VStack {
                    Text(4.5, format: .currency(code: "USD").locale("en_US"))
                    Text(0.3, format: .percent.locale("en_US"))
                }
            }
        }
        let ui = UITestDriver(Price(), size: Size(width: 200, height: 100), fonts: DF.fonts)
        #expect(ui.exists(label: "$4.50") && ui.exists(label: "30%"))
    }
}
