# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_multiple_variables.expected.py
# reference test_convert_to_ssa_pass.py, test_multiple_variables (tile ops): two names re-assigned in turn
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a = pl.tile.adds(x, 1.0)
        b = pl.tile.muls(x, 2.0)
        a = pl.tile.adds(a, 3.0)
        b = pl.tile.muls(b, 4.0)
        result = pl.tile.add(a, b)
        return result
