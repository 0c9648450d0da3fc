# tests/ut/ir/parser/test_remote_load.py::test_remote_load_rejects_missing_peer (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        t = pld.tile.remote_load(data, offsets=[0], shape=[32])  # type: ignore[call-arg]  # noqa: F841
        return data  # type: ignore[return-value]
