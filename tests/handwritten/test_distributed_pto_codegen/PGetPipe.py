# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_get_pipeline_emits_two_staging_buffers_in_one_buf_group (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PGetPipe:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.get(dst, peer=peer, src=src, chunk_rows=4, chunk_cols=32, pipeline=True)
