# ptoc: compile --backend 910B
# pld.tile.put with a region (dst offsets, src offsets, transfer shape), the form
# LowerCompositeOps writes for an allgather step: both partition views take their own
# offsets and the transfer shape as sizes (the reference's pld.tile.put codegen).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(data: pl.InOut[pld.DistributedTensor[[2, 16], pl.FP32]], inp: pl.Tensor[[1, 16], pl.FP32], me: pl.Scalar[pl.INT32], peer: pl.Scalar[pl.INT32]):
        stage: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pld.tile.put(data, peer, inp, stage, [me, 0], [0, 0], [1, 16], atomic=pl.AtomicType.Add)
