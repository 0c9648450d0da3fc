# ptoc: opt --passes=inline_functions
# reference test_inline_functions.py, test_mutual_recursion_errors: a cycle among Inline functions is an error naming it
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def a(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.b(x)
        return y

    @pl.function(type=pl.FunctionType.Inline)
    def b(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.a(x)
        return y

    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.a(x)
        return r
