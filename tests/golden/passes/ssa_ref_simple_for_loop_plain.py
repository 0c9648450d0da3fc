# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_simple_for_loop_plain.expected.py
# reference test_convert_to_ssa_pass.py, test_simple_for_loop_plain (tile ops): a plain loop that re-assigns an outer name carries it as an iter arg
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        acc: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i in pl.range(10):
            acc = pl.tile.adds(acc, 1.0)
        return acc
