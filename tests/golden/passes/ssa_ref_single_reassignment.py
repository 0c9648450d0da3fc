# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_single_reassignment.expected.py
# reference test_convert_to_ssa_pass.py, test_single_reassignment (tile ops): a name assigned twice gets two versions
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result = pl.tile.adds(x, 1.0)
        result = pl.tile.adds(result, 2.0)
        return result
