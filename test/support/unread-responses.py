"""Clients that never read: N connections with a 4 KiB receive buffer each send one GET of PATH (or a
POST of the JSON BODY, as an MCP client sends it) and read nothing, so that what the server answers
stays with it. Prints "ready" once every request is sent, then holds the connections until stdin closes.

    python3 test/support/unread-responses.py PORT PATH N [BODY]
"""
import resource
import socket
import sys

port, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
if len(sys.argv) > 4:
    body = sys.argv[4].encode()
    request = (
        f"POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        f"Accept: application/json, text/event-stream\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode() + body
else:
    request = f"GET {path} HTTP/1.1\r\nHost: localhost\r\n\r\n".encode()
sockets = []
for _ in range(count):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    sockets.append(s)
for s in sockets:  # all at once: the answers are made before any could be sent
    s.sendall(request)
print("ready", flush=True)
sys.stdin.read()
