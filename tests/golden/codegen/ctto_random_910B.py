# ptoc: compile --backend 910B --no-emit-loc
# exit: 1
# pto.trandom exists on A5 only: on 910B the compile stops at the user's
# tensor.random call.  (Reference test_convert_tensor_to_tile_ops.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        r: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.random(pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), [4, 256], dtype=pl.INT32, rounds=7)
        y: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.add(r, x)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rnd10(x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        r: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.random(pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), [4, 256], dtype=pl.INT32)
        y: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.add(r, x)
        return y
    @pl.function
    def main(self, x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        y: pl.Tensor[[4, 256], pl.INT32] = self.main_incore_0(x)
        z: pl.Tensor[[4, 256], pl.INT32] = self.rnd10(y)
        return z
