# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_put_subregion_dynamic_shape_with_chunk (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PDyn:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
        n: pl.Scalar[pl.INT32],
    ):
        pld.tensor.put(
            dst,
            peer=peer,
            src=src,
            dst_offsets=[0, 0],
            src_offsets=[0, 0],
            shape=[n, 64],
            chunk_rows=4,
            chunk_cols=32,
        )
