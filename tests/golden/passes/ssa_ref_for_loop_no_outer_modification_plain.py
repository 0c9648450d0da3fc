# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_for_loop_no_outer_modification_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_for_loop_no_outer_modification_plain (tile ops): a loop that only defines locals carries nothing
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i in pl.range(5):
            temp: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
            pl.tile.adds(temp, 1.0)
        return x
