# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_nested_for_loops_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_nested_for_loops_plain (tile ops): both loops of a nest carry the name
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i in pl.range(3):
            for j in pl.range(2):
                result = pl.tile.adds(result, 1.0)
        return result
