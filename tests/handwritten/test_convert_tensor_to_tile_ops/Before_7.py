# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_get_subregion_emits_transfer_shape_stage_and_forwards_offsets (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[8, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.get(
            dst,
            peer=peer,
            src=src,
            dst_offsets=[3, 0],
            src_offsets=[1, 0],
            shape=[1, 64],
        )
