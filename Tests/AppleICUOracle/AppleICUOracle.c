// See include/AppleICUOracle.h. Test-only: nothing in the library links or loads this.

#define _GNU_SOURCE
#include "AppleICUOracle.h"

#include <dlfcn.h>
#include <errno.h>
#include <libgen.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The two functions' types, declared here from Apple's `ualoc.h` with plain C types
// (UErrorCode is an int-sized enum) so that no ICU header is needed.
typedef int32_t (*localizations_to_use_fn)(const char *const *preferred, int32_t preferred_count,
                                           const char *const *available, int32_t available_count,
                                           const char **result, int32_t capacity, int32_t *status);
typedef int32_t (*apple_parent_fn)(const char *locale, char *parent, int32_t capacity, int32_t *status);
typedef int32_t (*base_name_fn)(const char *locale, char *base, int32_t capacity, int32_t *status);
typedef int32_t (*count_available_fn)(void);
typedef void *(*open_available_fn)(int32_t type, int32_t *status);
typedef const char *(*enumeration_next_fn)(void *enumeration, int32_t *length, int32_t *status);
typedef void (*enumeration_close_fn)(void *enumeration);
typedef const char *(*get_available_fn)(int32_t index);

static localizations_to_use_fn localizations_to_use;
static apple_parent_fn apple_parent;
static base_name_fn base_name;
static count_available_fn count_available;
static open_available_fn open_available;
static enumeration_next_fn enumeration_next;
static enumeration_close_fn enumeration_close;
static get_available_fn get_available;
static const char *load_error = "";

static const char library_name[] = "lib_FoundationICU.so";

// Foundation's ICU sits beside the Swift runtime in the toolchain's (or runtime's) lib folder.
// A test process that imports Foundation has already loaded it, which RTLD_NOLOAD finds by its
// soname; otherwise look beside the library that defines `swift_retain`, then on the search path.
static void *open_library(void) {
    void *handle = dlopen(library_name, RTLD_NOW | RTLD_NOLOAD);
    if (handle) return handle;
    Dl_info info;
    void *runtime_symbol = dlsym(RTLD_DEFAULT, "swift_retain");
    if (runtime_symbol && dladdr(runtime_symbol, &info) && info.dli_fname) {
        char directory[4096];
        snprintf(directory, sizeof directory, "%s", info.dli_fname);
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dirname(directory), library_name);
        handle = dlopen(path, RTLD_NOW);
        if (handle) return handle;
    }
    return dlopen(library_name, RTLD_NOW);
}

// Apple's own `ualoc_*` functions are exported unprefixed; the copies of ICU's own API carry
// Foundation's `swift_` prefix. Accept either spelling for both.
static void *find(void *handle, const char *name) {
    void *symbol = dlsym(handle, name);
    if (symbol) return symbol;
    char prefixed[128];
    snprintf(prefixed, sizeof prefixed, "swift_%s", name);
    return dlsym(handle, prefixed);
}

// Runs once per process (tests call in parallel).
static void load_once(void) {
    void *handle = open_library();
    if (!handle) {
        load_error = "lib_FoundationICU.so was not found beside the Swift runtime";
        return;
    }
    apple_parent = (apple_parent_fn)find(handle, "ualoc_getAppleParent");
    base_name = (base_name_fn)find(handle, "uloc_getBaseName");
    count_available = (count_available_fn)find(handle, "uloc_countAvailable");
    open_available = (open_available_fn)find(handle, "uloc_openAvailableByType");
    enumeration_next = (enumeration_next_fn)find(handle, "uenum_next");
    enumeration_close = (enumeration_close_fn)find(handle, "uenum_close");
    get_available = (get_available_fn)find(handle, "uloc_getAvailable");
    localizations_to_use = (localizations_to_use_fn)find(handle, "ualoc_localizationsToUse");
    if (!apple_parent || !base_name || !count_available || !get_available || !localizations_to_use) {
        localizations_to_use = NULL;
        load_error = "lib_FoundationICU.so lacks ualoc_localizationsToUse, ualoc_getAppleParent, uloc_getBaseName or uloc_getAvailable";
    }
}

bool oracle_load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_once);
    return localizations_to_use != NULL;
}

const char *oracle_load_error(void) { return load_error; }

int32_t oracle_base_name(const char *identifier, char *base, int32_t capacity) {
    if (!base_name || capacity < 1) return -1;
    int32_t status = 0;
    int32_t length = base_name(identifier, base, capacity - 1, &status);
    if (status > 0 || length < 0 || length >= capacity) return -1;
    base[length] = '\0';
    return length;
}

// ULOC_AVAILABLE_ONLY_LEGACY_ALIASES in ICU's `uloc.h`.
enum { only_legacy_aliases = 1 };

char *oracle_legacy_aliases(void) {
    if (!open_available || !enumeration_next || !enumeration_close) return NULL;
    int32_t status = 0;
    void *enumeration = open_available(only_legacy_aliases, &status);
    if (!enumeration || status > 0) return NULL;
    size_t used = 0, capacity = 4096;
    char *list = malloc(capacity);
    const char *alias;
    int32_t length;
    while (list && (alias = enumeration_next(enumeration, &length, &status)) && status <= 0) {
        if (used + (size_t)length + 2 > capacity) {
            char *grown = realloc(list, capacity *= 2);
            if (!grown) { free(list); list = NULL; break; }
            list = grown;
        }
        memcpy(list + used, alias, (size_t)length);
        used += (size_t)length;
        list[used++] = ORACLE_ITEM_END;
    }
    if (list) list[used] = '\0';
    enumeration_close(enumeration);
    return list;
}

int32_t oracle_count_available(void) { return count_available ? count_available() : 0; }

const char *oracle_available(int32_t index) {
    return get_available && index >= 0 && index < oracle_count_available() ? get_available(index) : NULL;
}

// MARK: - The child process

// Writes all of `length` bytes, or gives up (the parent has gone or killed us).
static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) _exit(1);
        bytes += written;
        length -= (size_t)written;
    }
}

// Splits `text` (a writable copy) at `end` into at most `capacity` items; returns the count.
static int32_t split(char *text, char end, const char **items, int32_t capacity) {
    int32_t count = 0;
    for (char *cursor = text; *cursor && count < capacity;) {
        char *stop = strchr(cursor, end);
        if (!stop) break;
        *stop = '\0';
        items[count++] = cursor;
        cursor = stop + 1;
    }
    return count;
}

enum { max_items = 256, max_answer = 8192 };

// Computes one answer into `answer` (NUL-terminated, no newline).
static void answer_request(oracle_kind kind, const char *request, char *answer) {
    int32_t status = 0;
    if (kind == ORACLE_APPLE_PARENT) {
        char parent[1024];
        int32_t length = apple_parent(request, parent, (int32_t)sizeof parent - 1, &status);
        if (status > 0 || length < 0) { snprintf(answer, max_answer, "!%d", status); return; }
        parent[length] = '\0';
        snprintf(answer, max_answer, "%s", parent);
        return;
    }
    char *copy = strdup(request);
    char *separator = copy ? strchr(copy, ORACLE_LIST_END) : NULL;
    if (!separator) { snprintf(answer, max_answer, "!malformed"); free(copy); return; }
    *separator = '\0';
    const char *preferred[max_items], *available[max_items], *chosen[max_items];
    int32_t preferred_count = split(copy, ORACLE_ITEM_END, preferred, max_items);
    int32_t available_count = split(separator + 1, ORACLE_ITEM_END, available, max_items);
    int32_t count = localizations_to_use(preferred, preferred_count, available, available_count,
                                         chosen, max_items, &status);
    if (status > 0 || count < 0) {
        snprintf(answer, max_answer, "!%d", status);
    } else {
        size_t used = 0;
        answer[0] = '\0';
        for (int32_t index = 0; index < count && used + strlen(chosen[index]) + 2 < max_answer; index++) {
            used += (size_t)snprintf(answer + used, max_answer - used, "%s%c", chosen[index], ORACLE_ITEM_END);
        }
    }
    free(copy);
}

// The child: answers requests from `start` on, one line each, then exits.
static void serve(oracle_kind kind, const char *const *requests, int32_t start, int32_t count, int fd) {
    static char answer[max_answer + 1];
    for (int32_t index = start; index < count; index++) {
        answer_request(kind, requests[index], answer);
        size_t length = strlen(answer);
        answer[length] = '\n';
        write_all(fd, answer, length + 1);
    }
    _exit(0);
}

// MARK: - The parent

typedef struct {
    pid_t pid;
    int fd;
    char buffer[max_answer + 2];
    size_t buffered;
} child;

static bool start_child(child *worker, oracle_kind kind, const char *const *requests, int32_t start, int32_t count) {
    int fds[2];
    if (pipe(fds) != 0) return false;
    pid_t pid = fork();
    if (pid < 0) { close(fds[0]); close(fds[1]); return false; }
    if (pid == 0) {
        close(fds[0]);
        serve(kind, requests, start, count, fds[1]);
    }
    close(fds[1]);
    worker->pid = pid;
    worker->fd = fds[0];
    worker->buffered = 0;
    return true;
}

static void stop_child(child *worker) {
    if (worker->pid <= 0) return;
    kill(worker->pid, SIGKILL);
    close(worker->fd);
    while (waitpid(worker->pid, NULL, 0) < 0 && errno == EINTR) {}
    worker->pid = 0;
}

static int64_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

// Reads the child's next line within `timeout_ms`; NULL if it did not come (or the child died).
static char *read_line(child *worker, int32_t timeout_ms) {
    int64_t deadline = now_ms() + timeout_ms;
    for (;;) {
        char *newline = memchr(worker->buffer, '\n', worker->buffered);
        if (newline) {
            size_t length = (size_t)(newline - worker->buffer);
            char *line = strndup(worker->buffer, length);
            worker->buffered -= length + 1;
            memmove(worker->buffer, newline + 1, worker->buffered);
            return line;
        }
        int64_t left = deadline - now_ms();
        if (left <= 0 || worker->buffered >= sizeof worker->buffer) return NULL;
        struct pollfd ready = {.fd = worker->fd, .events = POLLIN};
        int polled = poll(&ready, 1, (int)left);
        if (polled < 0 && errno == EINTR) continue;
        if (polled <= 0) return NULL;
        ssize_t got = read(worker->fd, worker->buffer + worker->buffered, sizeof worker->buffer - worker->buffered);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return NULL;
        worker->buffered += (size_t)got;
    }
}

int32_t oracle_batch(oracle_kind kind, const char *const *requests, int32_t count, int32_t timeout_ms,
                     char **answers) {
    if (!oracle_load()) return -1;
    for (int32_t index = 0; index < count; index++) answers[index] = NULL;
    child worker = {0};
    bool retried = false;
    for (int32_t index = 0; index < count;) {
        if (worker.pid <= 0 && !start_child(&worker, kind, requests, index, count)) {
            return -1;
        }
        answers[index] = read_line(&worker, timeout_ms);
        if (answers[index] || retried) {
            // An answer, or a second silence: Apple's ICU does not answer this request. A fresh
            // child takes the next one.
            if (!answers[index]) stop_child(&worker);
            index++;
            retried = false;
        } else {
            // A first silence may be a machine under load, or an ICU lock another thread held
            // when the child was forked: try once more in a fresh child.
            stop_child(&worker);
            retried = true;
        }
    }
    stop_child(&worker);
    return 0;
}
