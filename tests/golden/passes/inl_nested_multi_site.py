# ptoc: opt --passes=inline_functions --expect {dir}/inl_nested_multi_site.expected.py
# reference test_inline_functions.py, test_inline_calls_inline and test_multiple_call_sites_independent_expansion (tile ops): each call site gets its own copy
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def square(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x, x)
        return y

    @pl.function(type=pl.FunctionType.Inline)
    def quad(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        sq: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.square(x)
        sq2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.square(sq)
        return sq2

    @pl.function
    def main(self, a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], b: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.quad(a)
        b2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.square(b)
        s: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, b2)
        return s
