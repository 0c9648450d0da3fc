# tests/ut/ir/parser/test_remote_load.py::test_remote_load_lifts_to_op_call_with_tile_return_type (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64], pl.FP16]:
        t = pld.tile.remote_load(data, peer=peer, offsets=[0], shape=[32])
        return t  # type: ignore[return-value]
