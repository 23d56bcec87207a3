#!/usr/bin/env python3
"""The example service under translators' mistakes: while clients send requests in several
languages, a writer puts a random mistake into a random file every 200 ms (a wrong specifier, a
truncated file, invalid UTF-8, a deleted file, a renamed folder, a new language copied from
English or French) and sometimes
restores what it broke. Driven by scripts/fault-inject, which builds the server.

Checks, each a failure when broken: no 5xx and no connection error; every body is a text some
valid version of the files gives (any localization's answer for that key and argument, read from
the pristine bundle before the first mistake, digits compared as ASCII); resident memory flat (the last sample within 25%
+ 16 MiB of the first after warm-up); log lines bounded (the lines requests cause are bounded by
the distinct failures, the rest by the reloads); stopped with SIGTERM, the server exits 0 and its
sanitizer (the shared debug build's AddressSanitizer and LeakSanitizer) reported nothing. Prints
the counts.

The development region's files (en) are left alone: every fallback rests on them, so deleting
them is a release error the service cannot answer around (it answers keys), not a translator's
mistake.
"""
import argparse, http.client, os, random, re, shutil, signal, subprocess, sys, threading, time

LANGUAGES = ["ru", "fr", "de", "ja", "pl", "ar", "it", "fr-CA, ru;q=0.5", "pl, fr;q=0.8"]
# Integers below 1000 and a name: the same text in every locale's digits, so that an answer
# degraded to another localization is compared with that localization's own text.
REQUESTS = [("greeting", "arg=Ada"), ("files.remaining", "arg=1"), ("files.remaining", "arg=3"), ("files.remaining", "arg=21"),
            ("homes.found", "arg=2&arg=5")]
NEW_LANGUAGES = ["it", "pt-BR", "nl"]


# Arabic-Indic digits as ASCII: a valid version without an Arabic table gives another
# localization's text in the Arabic user's digits (Apple's lookup takes the table from the next
# localization and formats for the user), so texts are compared with their digits normalized.
DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def text(body):
    return body.translate(DIGITS)


def get(connection, key, query, language):
    connection.request("GET", f"/localize/{key}?{query}", headers={"Accept-Language": language})
    response = connection.getresponse()
    return response.status, response.read().decode("utf-8", "replace")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Writer:
    """Puts mistakes into the bundle and restores them."""

    def __init__(self, bundle, pristine, rng):
        self.bundle, self.pristine, self.rng = bundle, pristine, rng
        self.counts = {}
        self.moved = {}  # renamed folder → its own name
        self.added = set()

    def count(self, what):
        self.counts[what] = self.counts.get(what, 0) + 1

    def folders(self):
        return sorted(name for name in os.listdir(self.bundle) if name.endswith(".lproj") and name != "en.lproj")

    def files(self):
        found = []
        for folder in self.folders():
            for name in os.listdir(os.path.join(self.bundle, folder)):
                if name.endswith((".strings", ".stringsdict")):
                    found.append(os.path.join(self.bundle, folder, name))
        return sorted(found)

    @staticmethod
    def write(path, data):
        # Half the writes in place (a reader may see a half-written file), half renamed into place.
        if random.random() < 0.5:
            with open(path, "wb") as file:
                file.write(data)
        else:
            with open(path + ".tmp", "wb") as file:
                file.write(data)
            os.replace(path + ".tmp", path)

    def step(self):
        if self.rng.random() < 0.35:
            self.restore()
            return
        mistake = self.rng.choice(["specifier", "truncate", "utf8", "delete", "rename", "language"])
        files = self.files()
        if mistake in ("specifier", "truncate", "utf8") and files:
            path = self.rng.choice(files)
            data = open(path, "rb").read()
            if mistake == "specifier" and b"%@" in data:
                data = data.replace(b"%@", b"%d", 1)
            elif mistake == "utf8" and b'"' in data:
                at = data.index(b'"') + 1
                data = data[:at] + b"\xff\xfe" + data[at:]
            else:
                mistake = "truncate"
                data = data[: self.rng.randrange(0, max(len(data), 1))]
            self.write(path, data)
        elif mistake == "delete" and files:
            os.remove(self.rng.choice(files))
        elif mistake == "rename" and self.folders():
            folder = self.rng.choice([f for f in self.folders() if f not in self.moved and f[:-6] not in NEW_LANGUAGES] or [None])
            if folder is None:
                return
            moved = folder[:-6] + "-moved.lproj"
            os.rename(os.path.join(self.bundle, folder), os.path.join(self.bundle, moved))
            self.moved[moved] = folder
        elif mistake == "language":
            language = self.rng.choice(NEW_LANGUAGES)
            target = os.path.join(self.bundle, language + ".lproj")
            if os.path.exists(target):
                return
            # Made from the development language or French, whose plural categories agree with
            # the new languages' for the numbers requested: its answers are valid versions' texts.
            source = self.rng.choice(["en.lproj", "fr.lproj"])
            shutil.copytree(os.path.join(self.pristine_path, source), target)
            self.added.add(target)
        else:
            return
        self.count(mistake)

    def restore(self):
        if self.moved and self.rng.random() < 0.5:
            moved, folder = self.moved.popitem()
            os.rename(os.path.join(self.bundle, moved), os.path.join(self.bundle, folder))
        elif self.added and self.rng.random() < 0.3:
            shutil.rmtree(self.added.pop())
        else:
            for folder, files in self.pristine.items():
                if folder in self.moved.values():
                    continue
                for name, data in files.items():
                    path = os.path.join(self.bundle, folder, name)
                    if not os.path.exists(path) or open(path, "rb").read() != data:
                        self.write(path, data)
        self.count("restore")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--bundle", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--clients", type=int, default=3)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    options = parser.parse_args()
    print(f"fault-inject: seed {options.seed}, {options.seconds:.0f} s, {options.clients} clients", flush=True)
    rng = random.Random(options.seed)

    pristine_path = options.bundle + ".pristine"
    shutil.copytree(options.bundle, pristine_path)
    pristine = {}
    for folder in os.listdir(pristine_path):
        if folder.endswith(".lproj") and folder != "en.lproj":
            pristine[folder] = {name: open(os.path.join(pristine_path, folder, name), "rb").read()
                                for name in os.listdir(os.path.join(pristine_path, folder))}

    import socket
    probe = socket.socket(); probe.bind(("127.0.0.1", 0)); port = probe.getsockname()[1]; probe.close()
    log_path = options.bundle + ".log"
    log = open(log_path, "w")
    server = subprocess.Popen([options.server, "--port", str(port), "--resources", options.bundle], stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 60
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("GET", "/healthz"); connection.getresponse().read()
                break
            except OSError:
                if server.poll() is not None or time.time() > deadline:
                    sys.exit(f"fault-inject: the server did not start (see {log_path})")
                time.sleep(0.2)

        # What valid versions give: every localization's answer (and a new language's, which
        # copies one), for each request, from the pristine files.
        valid = {}
        for key, argument in REQUESTS:
            valid[(key, argument)] = set()
            for language in ["en"] + [f[:-6] for f in pristine]:
                status, body = get(connection, key, argument, language)
                if status != 200:
                    sys.exit(f"fault-inject: the pristine bundle answers {status} for {key} {argument} in {language}")
                valid[(key, argument)].add(text(body))
        startup_lines = sum(1 for _ in open(log_path))

        stop = threading.Event()
        results = {"requests": 0, "5xx": 0, "errors": 0, "unexpected": []}
        lock = threading.Lock()

        def client(index):
            local = random.Random(options.seed + index + 1)
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            while not stop.is_set():
                key, argument = local.choice(REQUESTS)
                language = local.choice(LANGUAGES)
                try:
                    status, body = get(connection, key, argument, language)
                except (OSError, http.client.HTTPException) as error:
                    with lock:
                        results["errors"] += 1
                        results["unexpected"].append(f"{key} {argument} {language}: {error!r}")
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                    continue
                with lock:
                    results["requests"] += 1
                    if status >= 500:
                        results["5xx"] += 1
                    if status >= 500 or text(body) not in valid[(key, argument)]:
                        results["unexpected"].append(f"{key} {argument} [{language}]: {status} {body!r}")

        threads = [threading.Thread(target=client, args=(index,)) for index in range(options.clients)]
        for thread in threads:
            thread.start()
        writer = Writer(options.bundle, pristine, rng)
        writer.pristine_path = pristine_path
        started = time.time()
        rss_first = None
        rss_samples = []
        while time.time() - started < options.seconds:
            writer.step()
            time.sleep(0.2)
            if time.time() - started > 10:
                rss_samples.append(rss_kib(server.pid))
        stop.set()
        for thread in threads:
            thread.join()
        writer.restore()
        time.sleep(1.5)
        lines = open(log_path).read().splitlines()[startup_lines:]
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
    # The whole log, shutdown included: what the server's sanitizer (AddressSanitizer, and
    # LeakSanitizer at exit, in the shared debug build) reported.
    sanitizer_lines = [line for line in open(log_path, errors="replace").read().splitlines() if "Sanitizer" in line]

    reload_lines = [line for line in lines if "reload" in line]
    request_lines = [line for line in lines if "reload" not in line]
    reloads = sum(1 for line in lines if "localizations reloaded" in line or "reload rejected" in line)
    rss_first, rss_last = (rss_samples[0], rss_samples[-1]) if rss_samples else (0, 0)
    print(f"fault-inject: {results['requests']} requests, {results['5xx']} 5xx, {results['errors']} connection errors, "
          f"{len(results['unexpected'])} unexpected bodies", flush=True)
    print(f"fault-inject: mistakes {dict(sorted(writer.counts.items()))}; {reloads} reloads", flush=True)
    print(f"fault-inject: log lines {len(lines)} ({len(request_lines)} from requests, {len(reload_lines)} from reloads); "
          f"resident memory {rss_first / 1024:.1f} MiB after warm-up, {rss_last / 1024:.1f} MiB at the end, "
          f"peak {max(rss_samples or [0]) / 1024:.1f} MiB", flush=True)
    failures = []
    if results["5xx"] or results["errors"]:
        failures.append("5xx answers or connection errors")
    if results["unexpected"]:
        failures.append("bodies no valid version gives: " + "; ".join(results["unexpected"][:10]))
    if results["requests"] < 100 * options.seconds / 10:
        failures.append(f"only {results['requests']} requests")
    # Requests cause a line per distinct (kind, key, localization, table): bounded by the keys,
    # languages and kinds here, whatever the number of requests.
    bound = len(REQUESTS) * (len(LANGUAGES) + len(NEW_LANGUAGES) + 8) * 6
    if len(request_lines) > bound:
        failures.append(f"{len(request_lines)} request lines, more than the bound {bound}: " + "; ".join(request_lines[:5]))
    if len(reload_lines) > 40 * max(reloads, 1):
        failures.append(f"{len(reload_lines)} reload lines for {reloads} reloads")
    if rss_last > rss_first * 1.25 + 16 * 1024:
        failures.append(f"resident memory grew from {rss_first} KiB to {rss_last} KiB")
    if server.returncode != 0:
        failures.append(f"the server exited with status {server.returncode} when stopped with SIGTERM (its log: {log_path})")
    if sanitizer_lines:
        failures.append("the server's sanitizer reported: " + "; ".join(sanitizer_lines[:5]))
    for failure in failures:
        print("fault-inject: FAILED: " + failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
