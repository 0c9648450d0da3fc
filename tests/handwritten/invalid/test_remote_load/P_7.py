# tests/ut/ir/parser/test_remote_load.py::test_remote_load_rejects_plain_tensor_target (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(
        self,
        data: pl.Tensor[[64], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64], pl.FP32]:
        t = pld.tile.remote_load(data, peer=peer, offsets=[0], shape=[32])  # type: ignore[arg-type]  # noqa: F841
        return data
