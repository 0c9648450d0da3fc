# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_nested_loops_with_if_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_nested_loops_with_if_plain (tile ops): a phi in the inner loop of a nest
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(3):
            for j in pl.range(2):
                if j == 0:
                    result = pl.tile.adds(result, 1.0)
                else:
                    result = pl.tile.muls(result, 1.5)
        return result
