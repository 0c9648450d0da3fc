# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_put_emits_tile_create_plus_tile_put (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.None_)
