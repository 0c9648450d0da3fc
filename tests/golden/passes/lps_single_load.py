# ptoc: opt --backend 910B --memory-planner=ptoas --passes=lower_pipeline_to_slots
# reference test_lower_pipeline_to_slots.py, SingleLoad under the PTOAS planner: the load takes slot i % 2 of a 2-slot region, the loop becomes a range loop, the compute tile keeps its buffer
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
