# tests/ut/ir/parser/test_remote_store.py::test_remote_store_rejects_plain_tensor_target (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(
        self,
        data: pl.Tensor[[64], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pl.tile.load(data, [0], [32])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0])  # type: ignore[arg-type]
