import UIKit

// A stand-in of the Charts framework (module `DGCharts`), whose chart views the Charts demo's XIBs name with
// `customModule="DGCharts"`: the generated Swift imports the module and lists the classes.

/// Stand-in of DGCharts' `LineChartView`.
open class LineChartView: UIView {}

/// Stand-in of DGCharts' `PieChartView`.
open class PieChartView: UIView {}
