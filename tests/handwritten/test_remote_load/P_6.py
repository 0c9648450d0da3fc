# tests/ut/ir/parser/test_remote_load.py::test_remote_load_short_form (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64], pl.FP32]:
        t = pld.remote_load(data, peer=peer, offsets=[0], shape=[32])  # noqa: F841
        return data  # type: ignore[return-value]
