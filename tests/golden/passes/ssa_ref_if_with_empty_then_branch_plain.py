# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_if_with_empty_then_branch_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_if_with_empty_then_branch_plain (tile ops): an empty then branch yields the value from before the if
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(10):
            if i > 5:
                pass
            else:
                result = pl.tile.adds(result, 1.0)
        return result
