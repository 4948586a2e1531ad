import Vapor
import DaybookServer
print("x")
