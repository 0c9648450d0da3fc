# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_if_in_loop_both_branches.expected.py
# reference test_convert_to_ssa_pass.py, test_if_in_loop_both_branches (tile ops): an if with its own yields inside a loop with explicit iter args
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        init: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(5, init_values=(init,)):
            if i == 0:
                val = pl.tile.muls(acc, 2.0)
                out = pl.yield_(val)
            else:
                val2 = pl.tile.add(acc, x)
                out = pl.yield_(val2)
            result = pl.yield_(out)
        return result
