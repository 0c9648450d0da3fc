# tests/ut/ir/transforms/test_joint_software_pipeline.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, strict_ssa=True)
    def producer(self, out: pl.Tensor[[64, 16], pl.FP32]):
        peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="fifo", peer_func="consumer")
        pl.system.aic_initialize_pipe(peer, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=3)
        for i in pl.pipeline(4, stage=3, attrs={"software_pipeline_family": 1}):
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create(
                [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc
            )
            pl.tile.tpush_to_aiv(acc, split=0)

    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def consumer(self, out: pl.Tensor[[64, 16], pl.FP32]):
        fifo: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="fifo", size=3072, base=-1)
        pl.system.aiv_initialize_pipe(fifo, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=3)
        for i in pl.pipeline(4, stage=3, attrs={"software_pipeline_family": 1}):
            received: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            result: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(received, 1.0)
            pl.system.tfree_to_aic(received, split=0)
            _stored: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(result, [i * 16, 0], out)

    @pl.function(type=pl.FunctionType.Group, strict_ssa=True)
    def group(self, out: pl.Tensor[[64, 16], pl.FP32]):
        self.producer(out)
        self.consumer(out)
