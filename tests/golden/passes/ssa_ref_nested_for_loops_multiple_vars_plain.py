# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_nested_for_loops_multiple_vars_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_nested_for_loops_multiple_vars_plain (tile ops): names modified at different levels of a nest
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        outer: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        inner: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i in pl.range(2):
            for j in pl.range(3):
                inner = pl.tile.adds(inner, 1.0)
            outer = pl.tile.add(outer, inner)
        return outer
