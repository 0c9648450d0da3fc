# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_plain_for_uses_outer_value_after_loop.expected.py
# reference test_convert_to_ssa_pass.py, test_plain_for_uses_outer_value_after_loop (tile ops): the statement after the loop reads its return var
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(3):
            result = pl.tile.adds(result, 1.0)
        final: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(result, 2.0)
        return final
