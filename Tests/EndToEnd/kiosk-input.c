/*
 * kiosk-input: the end-to-end test's input helper. Creates a multitouch touchscreen
 * (INPUT_PROP_DIRECT, so libinput treats it as a touchscreen) and a keyboard through
 * /dev/uinput, then plays commands given as arguments:
 *
 *   kiosk-input WIDTH HEIGHT tap X Y [tap X Y ...] [drag X1 Y1 X2 Y2] [key CODE] [chord C1 C2 C3]
 *               [press X Y] [pinch X1 Y1 X2 Y2 X3 Y3 X4 Y4] [unplug] [replug] [sleep MS]
 *
 * Coordinates are panel pixels (the touchscreen's axes span the panel: 0..WIDTH-1, 0..HEIGHT-1).
 * With no commands it creates the devices, prints "kiosk-input: ready" and waits for
 * commands on standard input, one per line, until end of input.
 */
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static int touch_fd = -1, keys_fd = -1, tracking = 1, panel_width, panel_height;

static void die(const char *what) { perror(what); exit(1); }

static void emit(int fd, int type, int code, int value) {
    struct input_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type; ev.code = code; ev.value = value;
    if (write(fd, &ev, sizeof ev) != sizeof ev) die("write event");
}

static void sleep_ms(int ms) {
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

static void axis(int fd, int code, int max) {
    struct uinput_abs_setup a;
    memset(&a, 0, sizeof a);
    a.code = code; a.absinfo.minimum = 0; a.absinfo.maximum = max; a.absinfo.resolution = 10;
    if (ioctl(fd, UI_ABS_SETUP, &a) < 0) die("UI_ABS_SETUP");
}

static int make_touchscreen(int width, int height) {
    int fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) die("/dev/uinput");
    ioctl(fd, UI_SET_EVBIT, EV_KEY); ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH);
    ioctl(fd, UI_SET_EVBIT, EV_ABS);
    int codes[] = { ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID };
    for (unsigned i = 0; i < sizeof codes / sizeof *codes; i++) ioctl(fd, UI_SET_ABSBIT, codes[i]);
    ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
    axis(fd, ABS_X, width - 1); axis(fd, ABS_Y, height - 1);
    axis(fd, ABS_MT_POSITION_X, width - 1); axis(fd, ABS_MT_POSITION_Y, height - 1);
    axis(fd, ABS_MT_SLOT, 9); axis(fd, ABS_MT_TRACKING_ID, 65535);
    struct uinput_setup s;
    memset(&s, 0, sizeof s);
    s.id.bustype = BUS_VIRTUAL; s.id.vendor = 0x1209; s.id.product = 0x4b01;
    snprintf(s.name, sizeof s.name, "Kiosk Test Touchscreen");
    if (ioctl(fd, UI_DEV_SETUP, &s) < 0) die("UI_DEV_SETUP");
    if (ioctl(fd, UI_DEV_CREATE) < 0) die("UI_DEV_CREATE");
    return fd;
}

static int make_keyboard(void) {
    int fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) die("/dev/uinput");
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    for (int k = 1; k < 128; k++) ioctl(fd, UI_SET_KEYBIT, k);
    struct uinput_setup s;
    memset(&s, 0, sizeof s);
    s.id.bustype = BUS_VIRTUAL; s.id.vendor = 0x1209; s.id.product = 0x4b02;
    snprintf(s.name, sizeof s.name, "Kiosk Test Keyboard");
    if (ioctl(fd, UI_DEV_SETUP, &s) < 0) die("UI_DEV_SETUP");
    if (ioctl(fd, UI_DEV_CREATE) < 0) die("UI_DEV_CREATE");
    return fd;
}

static void touch_at(int x, int y, int down) {
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, 0);
    if (down) {
        emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, tracking++);
        emit(touch_fd, EV_KEY, BTN_TOUCH, 1);
    }
    emit(touch_fd, EV_ABS, ABS_MT_POSITION_X, x); emit(touch_fd, EV_ABS, ABS_MT_POSITION_Y, y);
    emit(touch_fd, EV_ABS, ABS_X, x); emit(touch_fd, EV_ABS, ABS_Y, y);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
}

static void lift(void) {
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, 0);
    emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, -1);
    emit(touch_fd, EV_KEY, BTN_TOUCH, 0);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
}

/* One finger of slot `slot` down (new tracking id) or moved to (x, y), without the frame's end. */
static void finger(int slot, int x, int y, int down) {
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, slot);
    if (down) emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, tracking++);
    emit(touch_fd, EV_ABS, ABS_MT_POSITION_X, x); emit(touch_fd, EV_ABS, ABS_MT_POSITION_Y, y);
}

/* Two fingers (slots 0 and 1) down at (x1, y1) and (x2, y2), moved together in 12 steps to
   (x3, y3) and (x4, y4), then lifted: a pinch, a spread or a turn. */
static void pinch(int x1, int y1, int x2, int y2, int x3, int y3, int x4, int y4) {
    finger(0, x1, y1, 1);
    emit(touch_fd, EV_KEY, BTN_TOUCH, 1);
    emit(touch_fd, EV_ABS, ABS_X, x1); emit(touch_fd, EV_ABS, ABS_Y, y1);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    sleep_ms(30);
    finger(1, x2, y2, 1);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    for (int i = 1; i <= 12; i++) {
        sleep_ms(16);
        finger(0, x1 + (x3 - x1) * i / 12, y1 + (y3 - y1) * i / 12, 0);
        finger(1, x2 + (x4 - x2) * i / 12, y2 + (y4 - y2) * i / 12, 0);
        emit(touch_fd, EV_ABS, ABS_X, x1 + (x3 - x1) * i / 12); emit(touch_fd, EV_ABS, ABS_Y, y1 + (y3 - y1) * i / 12);
        emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    }
    sleep_ms(16);
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, 1); emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, -1);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    sleep_ms(16);
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, 0); emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, -1);
    emit(touch_fd, EV_KEY, BTN_TOUCH, 0);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
}

/* Runs one command from argv-style words; returns the number of words used, 0 if unknown. */
static int run(char **w, int n) {
    if (n >= 3 && !strcmp(w[0], "tap")) {
        touch_at(atoi(w[1]), atoi(w[2]), 1); sleep_ms(60); lift();
        return 3;
    }
    if (n >= 3 && !strcmp(w[0], "press")) {  /* a finger put down and left there */
        touch_at(atoi(w[1]), atoi(w[2]), 1);
        return 3;
    }
    if (n >= 5 && !strcmp(w[0], "drag")) {
        int x1 = atoi(w[1]), y1 = atoi(w[2]), x2 = atoi(w[3]), y2 = atoi(w[4]);
        touch_at(x1, y1, 1);
        for (int i = 1; i <= 12; i++) { sleep_ms(16); touch_at(x1 + (x2 - x1) * i / 12, y1 + (y2 - y1) * i / 12, 0); }
        lift();
        return 5;
    }
    if (n >= 9 && !strcmp(w[0], "pinch")) {
        pinch(atoi(w[1]), atoi(w[2]), atoi(w[3]), atoi(w[4]), atoi(w[5]), atoi(w[6]), atoi(w[7]), atoi(w[8]));
        return 9;
    }
    if (n >= 2 && !strcmp(w[0], "key")) {
        int code = atoi(w[1]);
        emit(keys_fd, EV_KEY, code, 1); emit(keys_fd, EV_SYN, SYN_REPORT, 0); sleep_ms(30);
        emit(keys_fd, EV_KEY, code, 0); emit(keys_fd, EV_SYN, SYN_REPORT, 0);
        return 2;
    }
    if (n >= 4 && !strcmp(w[0], "chord")) {  /* three keys held together, e.g. Ctrl+Alt+F2: 29 56 60 */
        for (int i = 1; i <= 3; i++) { emit(keys_fd, EV_KEY, atoi(w[i]), 1); emit(keys_fd, EV_SYN, SYN_REPORT, 0); sleep_ms(20); }
        for (int i = 3; i >= 1; i--) { emit(keys_fd, EV_KEY, atoi(w[i]), 0); emit(keys_fd, EV_SYN, SYN_REPORT, 0); sleep_ms(20); }
        return 4;
    }
    if (n >= 1 && !strcmp(w[0], "unplug")) {  /* the touchscreen goes away, as a USB cable pulled */
        ioctl(touch_fd, UI_DEV_DESTROY);
        close(touch_fd);
        touch_fd = -1;
        return 1;
    }
    if (n >= 1 && !strcmp(w[0], "replug")) {  /* and comes back */
        if (touch_fd < 0) touch_fd = make_touchscreen(panel_width, panel_height);
        return 1;
    }
    if (n >= 2 && !strcmp(w[0], "sleep")) { sleep_ms(atoi(w[1])); return 2; }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: kiosk-input WIDTH HEIGHT [tap X Y | drag X1 Y1 X2 Y2 | pinch X1 Y1 X2 Y2 X3 Y3 X4 Y4 | key CODE | chord C1 C2 C3 | sleep MS]...\n"); return 2; }
    panel_width = atoi(argv[1]); panel_height = atoi(argv[2]);
    touch_fd = make_touchscreen(panel_width, panel_height);
    keys_fd = make_keyboard();
    printf("kiosk-input: ready\n");
    fflush(stdout);
    if (argc > 3) {
        for (int i = 3; i < argc;) {
            int used = run(argv + i, argc - i);
            if (!used) { fprintf(stderr, "kiosk-input: unknown command '%s'\n", argv[i]); return 2; }
            i += used;
        }
        sleep_ms(200);
        return 0;
    }
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        char *w[16]; int n = 0;
        for (char *t = strtok(line, " \t\n"); t && n < 16; t = strtok(NULL, " \t\n")) w[n++] = t;
        if (n && !run(w, n)) fprintf(stderr, "kiosk-input: unknown command '%s'\n", w[0]);
        printf("kiosk-input: done %s\n", n ? w[0] : "");
        fflush(stdout);
    }
    return 0;
}
