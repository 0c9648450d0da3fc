# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_for_with_if_inside_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_for_with_if_inside_plain (tile ops): an if in a loop re-assigns the carried name in both branches: a phi
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(5):
            if i == 0:
                result = pl.tile.muls(result, 2.0)
            else:
                result = pl.tile.adds(result, 1.0)
        return result
