# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_slots_that_overflow_the_memory_space: two 128 KB slots exceed Vec, so the loop is left for replication
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[512, 256], pl.FP32], out: pl.Out[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 128, 0], [128, 256], [128, 256], target_memory=pl.Mem.Vec)
            e: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            nxt: pl.Tensor[[512, 256], pl.FP32] = pl.tile.store(e, [i * 128, 0], acc)
            y: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(nxt)
        return y
