# ptoc: verify --property=InlineFunctionsEliminated
# reference test_inline_functions.py, test_verifier_flags_surviving_inline_function: the function and its call are both reported
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
