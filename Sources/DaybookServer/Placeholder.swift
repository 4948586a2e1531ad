import Vapor
import Fluent
import Leaf
