# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_put_chunk_sizes_staging_tile_to_subtile (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pl.Out[pld.DistributedTensor[[16, 64], pl.FP16]],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        tput_stage: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.create(
            [4, 32], dtype=pl.FP16, target_memory=pl.Mem.Vec
        )
        pld.tile.put(dst, peer, src, tput_stage, atomic=pld.AtomicType.None_)
        return  # noqa: PLR1711  (DSL return terminator, not a Python no-op)
