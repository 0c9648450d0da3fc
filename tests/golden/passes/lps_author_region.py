# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_author_region_counts_against_the_capacity_budget: the author's 2-slot region plus a new one would overflow Vec, so only the author's region stays and the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[512, 256], pl.FP32], b: pl.Tensor[[512, 256], pl.FP32], out: pl.Out[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            mine: pl.Tile[[64, 256], pl.FP32, pl.MemRef("mine", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
            t: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [i * 64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
            s: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.tile.add(mine, t)
            nxt: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(s, [i * 64, 0], acc)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(nxt)
        return y
