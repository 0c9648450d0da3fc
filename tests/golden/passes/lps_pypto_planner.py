# ptoc: opt --backend 910B --memory-planner=pypto --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, test_pypto_planner_leaves_the_loop_for_replication: under the PyPTO planner nothing is bound and the loop stays a pipeline loop
import pypto.language as pl

@pl.program
class SingleLoad:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            nxt: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(e, [i * 64, 0], acc)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(nxt)
        return y
