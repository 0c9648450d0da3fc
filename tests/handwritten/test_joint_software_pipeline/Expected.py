# tests/ut/ir/transforms/test_joint_software_pipeline.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC, strict_ssa=True)
    def producer(self, out: pl.Tensor[[64, 16], pl.FP32]):
        peer: pl.Scalar[pl.INT32] = pl.const(0, pl.INT32)
        pl.system.aic_initialize_pipe(peer, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=3)
        for i in pl.pipeline(4, stage=3, attrs={"software_pipeline_family": 1}):
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create(
                [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc
            )
            pl.tile.tpush_to_aiv(acc, split=0)

    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def consumer(self, out: pl.Tensor[[64, 16], pl.FP32]):
        fifo: pl.Scalar[pl.INT32] = pl.const(0, pl.INT32)
        pl.system.aiv_initialize_pipe(fifo, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=3)
        if pl.const(0, pl.INDEX) < pl.const(4, pl.INDEX):
            _prime0: pl.Tile[[16, 16], pl.FP32, pl.MemRef("received", slots=3)[0], pl.Mem.Vec] = (
                pl.tile.tpop_from_aic(split=0, attrs={"software_pipeline_slots": True})
            )
        if pl.const(1, pl.INDEX) < pl.const(4, pl.INDEX):
            _prime1: pl.Tile[[16, 16], pl.FP32, pl.MemRef("received", slots=3)[1], pl.Mem.Vec] = (
                pl.tile.tpop_from_aic(split=0, attrs={"software_pipeline_slots": True})
            )
        for i in pl.range(4, attrs={"software_pipeline_slots": 3}):
            slot: pl.Scalar[pl.INDEX] = i % 3
            future_slot: pl.Scalar[pl.INDEX] = (i + 2) % 3
            if i + 2 < 4:
                _future: pl.Tile[
                    [16, 16], pl.FP32, pl.MemRef("received", slots=3)[future_slot], pl.Mem.Vec
                ] = pl.tile.tpop_from_aic(split=0, attrs={"software_pipeline_slots": True})
            current: pl.Tile[[16, 16], pl.FP32, pl.MemRef("received", slots=3)[slot], pl.Mem.Vec] = (
                pl.tile.create(
                    [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec, attrs={"software_pipeline_slots": True}
                )
            )
            result: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(current, 1.0)
            _stored: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(result, [i * 16, 0], out)
