# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_for_loop_non_escaping_var_not_promoted.expected.py
# reference test_convert_to_ssa_pass.py, test_for_loop_non_escaping_var_not_promoted (tile ops): a name defined in the loop and not read after it is not carried
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(4):
            tmp: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result, 1.0)
            result = pl.tile.adds(tmp, 1.0)
        return result
