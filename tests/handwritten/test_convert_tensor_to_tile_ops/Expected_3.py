# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_get_emits_tile_create_plus_tile_get (hand-written)
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
        tget_stage: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.create(
            [16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec
        )
        pld.tile.get(dst, peer, src, tget_stage)
        return  # noqa: PLR1711  (DSL return terminator, not a Python no-op)
