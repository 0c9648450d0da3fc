# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_for_loop_multiple_vars_modified_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_for_loop_multiple_vars_modified_plain (tile ops): two carried names, iter args in name order
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        b: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i in pl.range(3):
            a = pl.tile.adds(a, 1.0)
            b = pl.tile.muls(b, 1.5)
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        return result
