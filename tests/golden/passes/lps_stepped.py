# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_stepped_loop_is_admitted_with_a_counter_based_rotation: with step 64 the slot is ((i - 0) // 64) % 2
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 256, 64, stage=2, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            nxt: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(e, [i, 0], acc)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt)
        return y
