@_exported import Prepared
@_exported import PreparedDependencies
