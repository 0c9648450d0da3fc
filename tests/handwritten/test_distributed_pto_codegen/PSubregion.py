# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_put_subregion_uses_offset_partition_views (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PSubregion:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[8, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.put(
            dst,
            peer=peer,
            src=src,
            dst_offsets=[3, 0],
            src_offsets=[1, 0],
            shape=[1, 64],
            atomic=pld.AtomicType.None_,
        )
