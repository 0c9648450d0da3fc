# tests/ut/ir/parser/test_remote_load.py::test_remote_load_handles_multi_dim_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64, 32], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64, 32], pl.FP16]:
        t = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 8])
        return t  # type: ignore[return-value]
