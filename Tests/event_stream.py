"""A live event stream read as raw bytes, for the Python tests."""
import socket
import time


class EventStream:
    """One open GET /api/v1/events with a bearer token on its own connection, read as raw bytes."""

    def __init__(self, base, bearer):
        host, port = base.removeprefix("http://").split(":")
        self.socket = socket.create_connection((host, int(port)), timeout=10)
        self.socket.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {bearer}\r\n"
                            "Accept: text/event-stream\r\n\r\n".encode())
        self.received = b""
        assert self.wait_for(b": connected"), self.received[:300]

    def wait_for(self, text, seconds=10):
        deadline = time.monotonic() + seconds
        while text not in self.received and time.monotonic() < deadline:
            self.socket.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = self.socket.recv(4096)
            except socket.timeout:
                break
            if not chunk:
                break
            self.received += chunk
        return text in self.received

    def close(self):
        self.socket.close()
