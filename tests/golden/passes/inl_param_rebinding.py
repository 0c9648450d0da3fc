# ptoc: opt --passes=inline_functions --expect {dir}/inl_param_rebinding.expected.py
# reference test_inline_functions.py, test_single_callsite_pl_out_rebinding (tile ops): a re-assigned parameter re-assigns the caller's variable
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def proj(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], out: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        out: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(out, x)
        return out

    @pl.function
    def main(self, a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], ext: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        v: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = self.proj(a, ext)
        return v
