#!/usr/bin/env python3
"""Serves the browser build (dist/) as a web server should: each file's pre-compressed copy (FILE.br, else
FILE.gz, both written by scripts/build-web.sh) when the browser accepts that encoding, with
`Content-Encoding` set and the plain file's `Content-Type` (`application/wasm` for the .wasm, which the browser
needs to compile it while it downloads). Python's own `http.server` sends neither.

    python3 scripts/serve.py [--dir dist] [--port 8000] [--no-compression]

--no-compression serves the plain files alone (to measure what compression saves). It binds 127.0.0.1 and is
for trying the build, not for production (see dist/SERVING.md for real servers).
"""

import argparse
import functools
import http.server
import os
import socketserver

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".ftl": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".otf": "font/otf",
    ".wav": "audio/wav",
    ".book": "application/octet-stream",
}
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class Handler(http.server.SimpleHTTPRequestHandler):
    compress = True

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()
            path = index
        if not os.path.isfile(path):
            return super().send_head()
        accepted = {part.split(";", 1)[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")}
        chosen, body = None, path
        if self.compress:
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    chosen, body = encoding, path + suffix
                    break
        try:
            file = open(body, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        size = os.fstat(file.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(os.path.splitext(path)[1], "application/octet-stream"))
        self.send_header("Content-Length", str(size))
        if chosen:
            self.send_header("Content-Encoding", chosen)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return file

    def log_message(self, format, *args):
        pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", default="dist")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-compression", action="store_true")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.dir, "index.html")):
        parser.error(f"{args.dir}/index.html not found: build it first (scripts/build-web.sh)")
    Handler.compress = not args.no_compression
    handler = functools.partial(Handler, directory=args.dir)
    with Server(("127.0.0.1", args.port), handler) as server:
        how = "plain files" if args.no_compression else "pre-compressed files where the browser accepts them"
        print(f"serving {args.dir}/ at http://127.0.0.1:{server.server_address[1]}/ ({how})", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
