# tests/ut/ir/parser/test_remote_store.py::test_remote_store_rejects_unknown_subop (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(data, peer=peer, offsets=[0], shape=[32])
        pld.tile.no_such_op(tile, target=data, peer=peer, offsets=[0])  # type: ignore[attr-defined]
