"""A live event stream read as raw bytes, for the Python tests."""
import socket
import time


class EventStream:
    """One open GET /api/v1/events with a bearer token (or a web session's cookie header) on its own
    connection, read as raw bytes."""

    def __init__(self, base, bearer=None, cookie=None):
        host, port = base.removeprefix("http://").split(":")
        self.socket = socket.create_connection((host, int(port)), timeout=10)
        credential = f"Authorization: Bearer {bearer}\r\n" if bearer is not None else f"Cookie: {cookie}\r\n"
        self.socket.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: {host}\r\n{credential}"
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

    def wait_closed(self, seconds):
        """Reads until the server ends the stream (closes the connection, or sends the last chunk of the
        response): the seconds it took, or None if it stayed open."""
        started = time.monotonic()
        deadline = started + seconds
        while time.monotonic() < deadline:
            self.socket.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = self.socket.recv(4096)
            except socket.timeout:
                return None
            except OSError:
                return time.monotonic() - started
            if not chunk:
                return time.monotonic() - started
            self.received += chunk
            if self.received.endswith(b"\r\n0\r\n\r\n"):
                return time.monotonic() - started
        return None

    def close(self):
        self.socket.close()
